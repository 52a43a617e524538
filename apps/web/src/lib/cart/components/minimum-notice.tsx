/**
 * What the cart still needs to reach its menus' minimum order amounts (menu-minimums.ts), said beside the button it
 * holds back: the cart's "Go to checkout" and the checkout's Place order name it with aria-describedby.
 */
export function MinimumNotice({
  id,
  notices,
  className = '',
}: {
  id: string;
  notices: readonly string[];
  className?: string;
}) {
  if (notices.length === 0) return null;
  return (
    <div
      id={id}
      role="status"
      data-testid="minimum-notice"
      className={`rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className}`}
    >
      {notices.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
