/** The forum's not-found views (spec part 2): Category Not Found and Post Not Found, with a way back. */
import { Link } from 'react-router-dom';
import { ArrowLeft, SearchX } from 'lucide-react';
import { FormattedMessage } from 'react-intl';

export function NotFoundView({ title, text }: { readonly title: string; readonly text: string }) {
  return (
    <section className="container container-narrow centered-page" aria-labelledby="forum-not-found-title">
      <SearchX className="centered-page-icon" aria-hidden="true" size={48} />
      <h1 id="forum-not-found-title">{title}</h1>
      <p className="lead">{text}</p>
      <div className="button-row">
        <Link to="/forums" className="btn btn-primary">
          <ArrowLeft className="flip-rtl" aria-hidden="true" size={18} />
          <FormattedMessage id="forum.notFound.back" defaultMessage="Back to Forums" />
        </Link>
      </div>
    </section>
  );
}
