// Skills as tags: Enter (or a comma) adds what was typed, picking a suggestion adds it at once,
// Backspace in the empty box removes the last, each tag's × removes it. A refusal (a duplicate in
// any case, too long, past the limit) says why beside the field and keeps what was typed.
// Suggestions are a native datalist, so the keyboard and screen readers treat it as any
// autocomplete: the browser filters it as the person types.
import { Box, HStack, Input, Tag, Text } from '@chakra-ui/react';
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { addSkill } from '@/utils/skills';

interface Props {
  /** The input's id; the help text and the suggestions take ids made from it. */
  id: string;
  label: string;
  /** The accessible name of the list of chosen skills. */
  listLabel: string;
  skills: string[];
  onChange: (skills: string[]) => void;
  max: number;
  error?: string;
  /** Skills to offer, already without those chosen. */
  suggestions?: string[];
  help?: string;
}

export function SkillsInput({ id, label, listLabel, skills, onChange, max, error, suggestions = [], help }: Props) {
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState<string | null>(null);

  const commit = (value: string) => {
    const result = addSkill(skills, value, max);
    setRefused(result.refused ?? null);
    if (result.skills !== skills) onChange(result.skills);
    setTyped(result.refused ? value : '');
  };

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setRefused(null);
    // Picking from the list replaces the text in one step; a typed letter never does.
    const picked = (event.nativeEvent as InputEvent).inputType;
    if ((picked === 'insertReplacementText' || picked === undefined) && suggestions.includes(value)) commit(value);
    else setTyped(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(typed);
    } else if (event.key === 'Backspace' && !typed && skills.length) {
      onChange(skills.slice(0, -1));
    }
  };

  const message = refused ?? error;
  const listId = `${id}-suggestions`;
  return (
    <Box>
      <Text asChild fontSize="sm" fontWeight="medium" display="block" mb="1.5">
        <label htmlFor={id}>{label}</label>
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
            <HStack as="ul" gap="1.5" wrap="wrap" aria-label={listLabel} listStyleType="none">
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
              id={id}
              variant="flushed"
              border="none"
              size="sm"
              value={typed}
              list={suggestions.length ? listId : undefined}
              autoComplete="off"
              placeholder={skills.length ? 'Add another skill' : 'Type a skill and press Enter'}
              onChange={onType}
              onKeyDown={onKeyDown}
              onBlur={() => typed.trim() && commit(typed)}
              aria-invalid={Boolean(message)}
              aria-describedby={`${id}-help`}
            />
            {suggestions.length > 0 && (
              <datalist id={listId}>
                {suggestions.map((skill) => (
                  <option key={skill} value={skill} />
                ))}
              </datalist>
            )}
          </Box>
        </HStack>
      </Box>
      <HStack justify="space-between" mt="1.5" gap="3">
        <Text
          id={`${id}-help`}
          fontSize="xs"
          color={message ? 'fg.error' : 'fg.muted'}
          role={message ? 'alert' : undefined}
        >
          {message ?? help ?? 'Enter adds a skill; Backspace removes the last.'}
        </Text>
        <Text fontSize="xs" color="fg.muted" flexShrink={0}>
          {skills.length}/{max}
        </Text>
      </HStack>
    </Box>
  );
}
