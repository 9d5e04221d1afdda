/** The header's account place while the session or its code loads. */
export const headerAccountPlaceholder = <div className="h-10 w-32" aria-hidden="true" />;
