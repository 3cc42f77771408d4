/** /forums/category/{slug}: one category's discussions, public. */
import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { CategoryPage } from '@/features/forum/components/category-page';
import { useForumViewer } from './forum-viewer';
import '@/styles/forum.css';

export function ForumCategoryRoute() {
  const { slug = '' } = useParams();
  const { viewer, isLoading } = useForumViewer();
  if (isLoading) return <Spinner />;
  // A new slug is a new page: start from its own state, not the last category's.
  return <CategoryPage key={slug} slug={slug} viewer={viewer} />;
}
