'use client';

import { ErrorPanel } from '@/components/errors/ErrorPanel';

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} />;
}
