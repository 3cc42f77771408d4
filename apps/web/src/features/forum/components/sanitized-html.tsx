/**
 * A post or comment body as the API sends it: HTML rendered from the author's Markdown and sanitised
 * on the server (only p, br, strong, em, a with safe protocols, lists, blockquote, headings, code,
 * pre, hr, del survive; no script, event handler or javascript: URL). That server-side sanitising is
 * the only reason it may go into the page as HTML; nothing else in the app may use this component.
 * Written in whatever language its author writes: its direction is its own (`dir="auto"`), so an
 * English post reads left to right on an Arabic page.
 */
export function SanitizedHtml({ html, className }: { readonly html: string; readonly className: string }) {
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
}
