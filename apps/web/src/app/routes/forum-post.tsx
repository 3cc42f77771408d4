/** /forums/post/{id}: one discussion with its comments, public to read. */
import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { PostPage } from '@/features/forum/components/post-page';
import { useForumViewer } from './forum-viewer';
import '@/styles/forum.css';
import 'virtual:message-part/community';

export function ForumPostRoute() {
  const { id = '' } = useParams();
  const { viewer, isLoading } = useForumViewer();
  if (isLoading) return <Spinner />;
  return <PostPage key={id} postId={id} viewer={viewer} />;
}
