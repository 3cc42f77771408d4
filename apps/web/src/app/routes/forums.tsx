/** /forums: the forums home, public; the forum feature draws it for the reader auth says is signed in. */
import { Spinner } from '@/components/ui/spinner';
import { ForumsHome } from '@/features/forum/components/forums-home';
import { useForumViewer } from './forum-viewer';
import '@/styles/forum.css';
import 'virtual:message-part/community';

export function ForumsRoute() {
  const { viewer, isLoading } = useForumViewer();
  if (isLoading) return <Spinner />;
  return <ForumsHome viewer={viewer} />;
}
