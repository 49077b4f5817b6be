/** The names and picture a person writes on their profile (user_profiles' CHECKs). */
import { z } from 'zod';
import { optionalText } from './fields';

export const userProfileSchema = z.object({
  first_name: optionalText(80, 'The first name is at most 80 characters'),
  last_name: optionalText(80, 'The last name is at most 80 characters'),
  display_name: optionalText(120, 'The display name is at most 120 characters'),
  avatar_url: optionalText(2048, 'The picture’s address is at most 2,048 characters'),
  email: optionalText(254, 'The e-mail address is at most 254 characters'),
});

export type OwnNames = Pick<
  z.infer<typeof userProfileSchema>,
  'first_name' | 'last_name' | 'display_name' | 'avatar_url'
>;
