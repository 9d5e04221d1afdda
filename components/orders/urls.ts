export const ORDER_HISTORY_PATH = '/order';

export const orderDetailsHref = (orderId: string) => `/orderdetails/${encodeURIComponent(orderId)}`;
