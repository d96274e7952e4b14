/** The product's social accounts (spec 000 section 2: photo sharing, short messages, chat community). */
export const socialLinks = [
  { name: 'Instagram', href: 'https://www.instagram.com/arena', icon: 'instagram' },
  { name: 'X', href: 'https://x.com/arena', icon: 'x' },
  { name: 'Discord', href: 'https://discord.gg/arena', icon: 'discord' },
] as const;

export type SocialIcon = (typeof socialLinks)[number]['icon'];
