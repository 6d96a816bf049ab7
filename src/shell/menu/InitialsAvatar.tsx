import Avatar from '@mui/material/Avatar';
import type { ProfileResponse } from '../../../permissions/accountContext';

/** "Diane Castillo" → "DC"; a one-word name gives one letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word[0].toUpperCase()).join('');
}

interface InitialsAvatarProps {
  name: string;
  src?: string | null;
  size?: number;
  /** Accounts are shown square, people round. */
  variant?: 'circular' | 'rounded';
  color?: string;
}

/** A picture when there is one, else the name's initials (spec 2.4). */
export function InitialsAvatar({ name, src, size = 36, variant = 'circular', color = '#1f4e9c' }: InitialsAvatarProps) {
  return (
    <Avatar src={src ?? undefined} alt={name} variant={variant} sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 600, bgcolor: color }}>
      {initialsOf(name)}
    </Avatar>
  );
}

export function UserAvatar({ profile, size }: { profile: ProfileResponse; size?: number }) {
  return <InitialsAvatar name={`${profile.name.first} ${profile.name.last}`} src={profile.avatarPath} size={size} />;
}
