import Add from '@mui/icons-material/Add';
import FitScreenOutlined from '@mui/icons-material/FitScreenOutlined';
import Remove from '@mui/icons-material/Remove';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_ZOOM, MIN_ZOOM } from './projection';

interface MapControlsProps {
  zoom: number;
  onZoom(levels: number): void;
  /** Absent when there is nothing to fit. */
  onFit: (() => void) | null;
}

function Control({ label, onClick, disabled, children }: { label: string; onClick(): void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip title={label} placement="left">
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled} sx={{ borderRadius: 0, p: 0.75 }}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Zoom in, zoom out and "zoom to fit", top right as on most web maps. */
export function MapControls({ zoom, onZoom, onFit }: MapControlsProps) {
  const translate = useTranslate();
  return (
    <Paper elevation={2} sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Control label={translate('maps.controls.zoomIn')} onClick={() => onZoom(1)} disabled={zoom >= MAX_ZOOM}>
        <Add fontSize="small" />
      </Control>
      <Divider />
      <Control label={translate('maps.controls.zoomOut')} onClick={() => onZoom(-1)} disabled={zoom <= MIN_ZOOM}>
        <Remove fontSize="small" />
      </Control>
      {onFit && (
        <>
          <Divider />
          <Control label={translate('maps.controls.fit')} onClick={onFit}>
            <FitScreenOutlined fontSize="small" />
          </Control>
        </>
      )}
    </Paper>
  );
}
