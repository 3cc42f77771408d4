/** The Community tab: the product's own placeholder text, with the ways into the forum (another release). */
import { Link } from 'react-router-dom';
import { MessageSquarePlus, MessagesSquare, ShieldAlert } from 'lucide-react';

export function CommunityTab() {
  return (
    <div className="card dash-community-tab">
      <div className="empty-state">
        <span className="empty-state-icon">
          <MessagesSquare aria-hidden="true" size={28} />
        </span>
        <p className="empty-state-title">Community forum will be available soon!</p>
        <p className="muted">
          Ask questions, share experiences and meet other solo travelers. Until the forum opens, your tips and
          neighborhood reports on the Overview tab already help the community.
        </p>
        <div className="button-row">
          <Link to="/forums" className="btn btn-primary btn-small">
            <MessagesSquare aria-hidden="true" size={16} /> Visit the forums
          </Link>
          <Link to="/forums/new-post" className="btn btn-ghost btn-small">
            <MessageSquarePlus aria-hidden="true" size={16} /> Start a discussion
          </Link>
          <Link to="/forums/category/safety" className="btn btn-ghost btn-small">
            <ShieldAlert aria-hidden="true" size={16} /> Safety discussions
          </Link>
        </div>
      </div>
    </div>
  );
}
