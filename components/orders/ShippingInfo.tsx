import type { OrderCustomer } from '@/lib/domain/orders';
import { customerName, shippingAddressText } from '@/lib/orders/summary';
import { DetailList } from './DetailList';

/** Every order is delivered to the door (spec section 2). */
const DELIVERY_METHOD = 'Door Delivery';

export function ShippingInfo({ customer }: { customer: OrderCustomer }) {
  return (
    <DetailList
      rows={[
        { label: 'Name', value: customerName(customer) },
        { label: 'Email', value: customer.email },
        { label: 'Delivery method', value: DELIVERY_METHOD },
        { label: 'Shipping address', value: shippingAddressText(customer) },
        { label: 'Phone', value: customer.phone },
      ]}
    />
  );
}
