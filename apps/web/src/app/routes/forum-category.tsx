/** /forums/category/{slug}: one category's discussions, public. */
import { Navigate, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { CategoryPage } from '@/features/forum/components/category-page';
import { useForumViewer } from './forum-viewer';
import '@/styles/forum.css';
import 'virtual:message-part/community';

/** Links the first version of the product used (spec part 1 links /forums/category/safety). */
const SLUG_ALIASES: Readonly<Record<string, string>> = { safety: 'safety-tips' };

export function ForumCategoryRoute() {
  const { slug = '' } = useParams();
  const { viewer, isLoading } = useForumViewer();
  const alias = SLUG_ALIASES[slug];
  if (alias) return <Navigate to={`/forums/category/${alias}`} replace />;
  if (isLoading) return <Spinner />;
  // A new slug is a new page: start from its own state, not the last category's.
  return <CategoryPage key={slug} slug={slug} viewer={viewer} />;
}
