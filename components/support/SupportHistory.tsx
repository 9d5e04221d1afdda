import { PageHeading } from '@/components/catalogue/PageHeading';
import { NewTicket } from './NewTicket';
import { TicketsTable } from './TicketsTable';

export function SupportHistory() {
  return (
    <>
      <PageHeading aside={<NewTicket />}>Support History</PageHeading>
      <TicketsTable />
    </>
  );
}
