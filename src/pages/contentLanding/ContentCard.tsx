import DatasetOutlined from '@mui/icons-material/DatasetOutlined';
import Download from '@mui/icons-material/Download';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ContentAction, ContentMetadata, FileType } from '../../../resources/content/contentMetadata';
import { isSameOriginPath, SanitizedHtml } from './SanitizedHtml';
import type { ContentMetadataFailure } from './contentMetadataFailure';

/** The card's frame: the dataset icon beside what it holds. */
function LandingCard({ children }: { children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ maxWidth: 760, mx: 'auto', mt: 4, borderRadius: 3 }}>
      <CardContent sx={{ p: 4 }}>
        <Stack direction="row" spacing={2.5} alignItems="flex-start">
          <Avatar sx={{ width: 56, height: 56, color: 'primary.main', bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08) }}>
            <DatasetOutlined fontSize="large" />
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

interface ContentCardProps {
  metadata: ContentMetadata;
  action: ContentAction | null;
  fileType: FileType | null;
}

/**
 * Spec 2.9: the action title, the context and the message (HTML, sanitised); a download link when
 * the action is download and the server named a button; an image preview when an image is viewed.
 */
export function ContentCard({ metadata, action, fileType }: ContentCardProps) {
  const translate = useTranslate();
  // Defence in depth: the server builds the link, and the page still follows only its own site's paths.
  const link = isSameOriginPath(metadata.actionLink) ? metadata.actionLink : null;
  return (
    <LandingCard>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
        <SanitizedHtml html={metadata.action} inline />
      </Typography>
      <Typography component="div" color="text.secondary">
        <SanitizedHtml html={metadata.context} />
      </Typography>
      {metadata.message && (
        <Typography component="div" sx={{ mt: 1.5 }}>
          <SanitizedHtml html={metadata.message} />
        </Typography>
      )}
      {action === 'download' && metadata.actionButtonLabel && link && (
        <Button variant="contained" disableElevation startIcon={<Download />} href={link} download sx={{ mt: 3 }}>
          {metadata.actionButtonLabel}
        </Button>
      )}
      {action === 'view' && fileType === 'image' && link && (
        <Box component="img" src={link} alt={translate('utility.landing.imagePreview')}
          sx={{ display: 'block', mt: 3, maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 2 }} />
      )}
    </LandingCard>
  );
}

/** Spec 2.9 and 8: the error text, then "Context ID: {contextId}" when the server gave one. */
export function ContentError({ failure }: { failure: ContentMetadataFailure }) {
  const translate = useTranslate();
  return (
    <LandingCard>
      <Typography variant="h6" component="h1" role="alert" sx={{ fontWeight: 600, mb: 1 }}>
        {failure.serverText ?? translate('utility.landing.loadFailed')}
      </Typography>
      {failure.contextId && <Typography color="text.secondary">{translate('utility.landing.contextId', { contextId: failure.contextId })}</Typography>}
    </LandingCard>
  );
}
