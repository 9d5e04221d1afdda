import { nameCuts } from '@/lib/format/truncate';
import { ProductNameCut } from './ProductNameCut';

/** A product name as text in a table or a list: cut on screen, whole for screen readers. */
export function ProductName({ name }: { name: string }) {
  const cuts = nameCuts(name);
  if (!cuts.cut) return <>{name}</>;
  return (
    <>
      <span className="sr-only">{name}</span>
      <span aria-hidden="true" title={name}>
        <ProductNameCut cuts={cuts} />
      </span>
    </>
  );
}
