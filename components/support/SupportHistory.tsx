import { SignedInOnly } from '@/components/account/SignedInOnly';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { NewTicket } from './NewTicket';
import { TicketsTable } from './TicketsTable';

export function SupportHistory() {
  return (
    <>
      <PageHeading
        aside={
          <SignedInOnly>
            <NewTicket />
          </SignedInOnly>
        }
      >
        Support History
      </PageHeading>
      <SignedInOnly action="to see your support tickets">
        <TicketsTable />
      </SignedInOnly>
    </>
  );
}
