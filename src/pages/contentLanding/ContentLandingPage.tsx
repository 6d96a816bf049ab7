import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SectionSpinner } from '../../shell/layout/SectionSpinner';
import { ContentCard, ContentError } from './ContentCard';
import { failureFrom } from './contentMetadataFailure';
import { landingQueryOf, useContentMetadata } from './useContentMetadata';

/**
 * The content landing page ('landing', spec 2.9): where the sections' reports and exports hand a
 * file (csv, pdf, image or html) to the user. The server describes the content first (spec 7.5);
 * the page shows that, with a download link or an image preview, or the error and its context id.
 */
export default function ContentLandingPage() {
  const [search] = useSearchParams();
  const landing = useMemo(() => landingQueryOf(search), [search]);
  const metadata = useContentMetadata(landing.request);

  if (metadata.isPending) return <SectionSpinner />;
  if (metadata.isError) return <ContentError failure={failureFrom(metadata.error)} />;
  return <ContentCard metadata={metadata.data} action={landing.action} fileType={landing.fileType} />;
}
