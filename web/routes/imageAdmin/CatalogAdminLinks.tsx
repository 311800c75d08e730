import { Link } from 'react-router-dom';
import { catalogAdminLinks } from '../../content/catalogAdmin.ts';
import { button } from '../../components/admin/adminStyles.ts';

/** The admin header's ways to catalogue a new image and to manage the creative sessions. */
export function CatalogAdminLinks() {
  return (
    <>
      <Link to={catalogAdminLinks.newImage.href} css={button.primary}>
        {catalogAdminLinks.newImage.label}
      </Link>
      <Link to={catalogAdminLinks.sessions.href} css={button.secondary}>
        {catalogAdminLinks.sessions.label}
      </Link>
    </>
  );
}
