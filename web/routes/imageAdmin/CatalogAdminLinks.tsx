import { Link } from 'react-router-dom';
import { inboxAdminLink } from '../../content/askTeam.ts';
import { knowledgeAdminLink } from '../../content/knowledgeAdmin.ts';
import { catalogAdminLinks } from '../../content/catalogAdmin.ts';
import { button } from '../../components/admin/adminStyles.ts';

/** The admin header's ways to catalogue a new image, to manage the creative sessions and to read the team inbox. */
export function CatalogAdminLinks() {
  return (
    <>
      <Link to={catalogAdminLinks.newImage.href} css={button.primary}>
        {catalogAdminLinks.newImage.label}
      </Link>
      <Link to={catalogAdminLinks.sessions.href} css={button.secondary}>
        {catalogAdminLinks.sessions.label}
      </Link>
      <Link to={inboxAdminLink.href} css={button.secondary}>
        {inboxAdminLink.label}
      </Link>
      <Link to={knowledgeAdminLink.href} css={button.secondary}>
        {knowledgeAdminLink.label}
      </Link>
    </>
  );
}
