// Skills as tags: Enter (or a comma) adds what was typed, Backspace in the empty box removes the
// last, each tag's × removes it. At most 50; a refusal says why beside the field.
import { Box, HStack, Input, Tag, Text } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { addSkill, MAX_SKILLS } from '../../utils/profile-form';

interface Props {
  skills: string[];
  onChange: (skills: string[]) => void;
  error?: string;
}

export function SkillsInput({ skills, onChange, error }: Props) {
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState<string | null>(null);

  const commit = () => {
    const result = addSkill(skills, typed);
    setRefused(result.refused ?? null);
    if (result.skills !== skills) onChange(result.skills);
    if (!result.refused) setTyped('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !typed && skills.length) {
      onChange(skills.slice(0, -1));
    }
  };

  const message = refused ?? error;
  return (
    <Box>
      <Text asChild fontSize="sm" fontWeight="medium" display="block" mb="1.5">
        <label htmlFor="profile-skills">Skills</label>
      </Text>
      <Box
        borderWidth="1px"
        borderColor={message ? 'border.error' : 'border'}
        borderRadius="l2"
        px="2"
        py="1.5"
        _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '0' }}
        colorPalette="brand"
      >
        <HStack gap="1.5" wrap="wrap">
          {skills.length > 0 && (
            <HStack as="ul" gap="1.5" wrap="wrap" aria-label="Your skills" listStyleType="none">
              {skills.map((skill) => (
                <Tag.Root as="li" key={skill} size="lg" variant="subtle" colorPalette="brand">
                  <Tag.Label>{skill}</Tag.Label>
                  <Tag.EndElement>
                    <Tag.CloseTrigger
                      aria-label={`Remove ${skill}`}
                      onClick={() => onChange(skills.filter((s) => s !== skill))}
                    />
                  </Tag.EndElement>
                </Tag.Root>
              ))}
            </HStack>
          )}
          <Box flex="1" minW="32">
            <Input
              id="profile-skills"
              variant="flushed"
              border="none"
              size="sm"
              value={typed}
              placeholder={skills.length ? 'Add another skill' : 'Type a skill and press Enter'}
              onChange={(e) => (setTyped(e.target.value), setRefused(null))}
              onKeyDown={onKeyDown}
              onBlur={() => typed.trim() && commit()}
              aria-invalid={Boolean(message)}
              aria-describedby="profile-skills-help"
            />
          </Box>
        </HStack>
      </Box>
      <HStack justify="space-between" mt="1.5" gap="3">
        <Text
          id="profile-skills-help"
          fontSize="xs"
          color={message ? 'fg.error' : 'fg.muted'}
          role={message ? 'alert' : undefined}
        >
          {message ?? 'Enter adds a skill; Backspace removes the last.'}
        </Text>
        <Text fontSize="xs" color="fg.muted" flexShrink={0}>
          {skills.length}/{MAX_SKILLS}
        </Text>
      </HStack>
    </Box>
  );
}
