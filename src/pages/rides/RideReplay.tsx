import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAccountFormats } from '../../shell/useAccountFormats';

/** How many times faster than it was driven a replay plays: a 40-minute run in 40 seconds at 60×. */
export const REPLAY_SPEEDS = [10, 30, 60, 120] as const;
const DEFAULT_SPEED = 60;

export interface ReplayClock {
  /** The moment shown (ms since the epoch); null before the replay is first played or moved. */
  time: number | null;
  playing: boolean;
  speed: number;
  play(): void;
  pause(): void;
  seek(time: number): void;
  setSpeed(speed: number): void;
}

/**
 * The clock of a replay over `span`: played, it moves `speed` times faster than the drive did, frame
 * by frame, and stops at the end; played again from the end, it starts over.
 */
export function useReplayClock(span: { start: number; end: number } | null): ReplayClock {
  const [time, setTime] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(DEFAULT_SPEED);
  // The moment shown, for the frames of a replay playing: each moves on from the last.
  const shown = useRef<number | null>(null);
  const show = (next: number) => {
    shown.current = next;
    setTime(next);
  };
  useEffect(() => {
    if (!playing || !span) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function advance(now) {
      const next = Math.min(span.end, (shown.current ?? span.start) + (now - last) * speed);
      last = now;
      shown.current = next;
      setTime(next);
      if (next >= span.end) setPlaying(false);
      else frame = requestAnimationFrame(advance);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, span, speed]);
  return {
    time,
    playing,
    speed,
    play: () => {
      if (!span) return;
      if (time === null || time >= span.end) show(span.start);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
    seek: show,
    setSpeed,
  };
}

/** Under the ride's map: play or pause the recorded drive, move through it, and choose how fast it plays. */
export function ReplayControls({ clock, span }: { clock: ReplayClock; span: { start: number; end: number } }) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const shown = clock.time ?? span.start;
  const at = (time: number) => formats.timeWithSeconds(new Date(time).toISOString());
  return (
    <Box component="section" aria-label={translate('rides.replay.title')} sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
      {clock.playing
        ? <IconButton aria-label={translate('rides.replay.pause')} title={translate('rides.replay.pause')} onClick={clock.pause}><Pause /></IconButton>
        : <IconButton aria-label={translate('rides.replay.play')} title={translate('rides.replay.play')} onClick={clock.play}><PlayArrow /></IconButton>}
      <Slider
        aria-label={translate('rides.replay.time')}
        min={span.start}
        max={span.end}
        step={1_000}
        value={shown}
        getAriaValueText={at}
        valueLabelFormat={at}
        valueLabelDisplay="auto"
        onChange={(_, value) => {
          clock.pause();
          clock.seek(value as number);
        }}
        sx={{ flex: 1, minWidth: 160 }}
      />
      <Typography variant="body2" aria-live="off" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 88 }} data-testid="replay-time">{at(shown)}</Typography>
      <TextField
        select
        size="small"
        label={translate('rides.replay.speed')}
        value={clock.speed}
        onChange={(event) => clock.setSpeed(Number(event.target.value))}
        sx={{ width: 96 }}
      >
        {REPLAY_SPEEDS.map((speed) => <MenuItem key={speed} value={speed}>{translate('rides.replay.speedTimes', { speed })}</MenuItem>)}
      </TextField>
    </Box>
  );
}
