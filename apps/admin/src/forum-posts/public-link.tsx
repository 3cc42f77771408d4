/** A link to the page travellers see, opened in a new tab (the console stays where it is). */
import { Link as MuiLink } from '@mui/material';

export function PublicLink({ href, children }: { readonly href: string; readonly children: string }) {
  return (
    <MuiLink href={href} target="_blank" rel="noopener noreferrer" data-testid="public-link">
      {children} ↗
    </MuiLink>
  );
}
