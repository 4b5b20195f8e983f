import { useTranslation } from 'react-i18next';

export function SiteFooter({ projectName }: { projectName: string }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('footer.copyright', { year: new Date().getUTCFullYear(), brand: projectName })}</p>
    </footer>
  );
}
