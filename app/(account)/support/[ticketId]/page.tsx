import type { Metadata } from 'next';
import { decodeSegment } from '@/lib/routing/segment';
import { SignedInOnly } from '@/components/account/SignedInOnly';
import { TicketView } from '@/components/support/TicketView';

type Props = { params: Promise<{ ticketId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ticketId } = await params;
  return { title: `Support ticket ${ticketId}` };
}

export default async function TicketPage({ params }: Props) {
  const ticketId = decodeSegment((await params).ticketId);
  return (
    <SignedInOnly action="to see this ticket">
      <TicketView ticketId={ticketId} />
    </SignedInOnly>
  );
}
