/** Holds the buying controls' 48 px while the session or their code loads, so nothing below moves. */
export const buyBoxPlaceholder = <div className="h-12" aria-hidden="true" />;
