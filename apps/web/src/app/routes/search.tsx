/** /search/{query}: destination search results; `all` lists every destination (spec part 1 section 2). */
import 'virtual:message-part/more';
import { useParams } from 'react-router-dom';
import { SearchResults } from '@/features/destinations/components/search-results';

export function SearchRoute() {
  const query = useParams().query ?? 'all';
  // A new query starts afresh: first result selected, no filters.
  return <SearchResults key={query} query={query} />;
}
