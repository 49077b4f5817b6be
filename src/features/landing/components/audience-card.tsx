// One audience of the landing page: what Evee does for them and the way in.
import { CheckIcon } from 'lucide-react';
import { Button, Card, Center, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';

interface Props {
  icon: AppIconGlyph;
  title: string;
  points: string[];
  cta: string;
  to: string;
}

export function AudienceCard({ icon, title, points, cta, to }: Props) {
  return (
    <Card.Root variant="outline" borderRadius="l3" _hover={{ shadow: 'md' }} transition="box-shadow 150ms">
      <Card.Body gap="5">
        <Center boxSize="11" borderRadius="l2" bg="brand.subtle" color="brand.fg">
          <AppIcon icon={icon} boxSize="5" />
        </Center>
        <Heading as="h3" size="lg">
          {title}
        </Heading>
        <List.Root variant="plain" gap="2.5">
          {points.map((point) => (
            <List.Item key={point} gap="2" alignItems="flex-start">
              <AppIcon icon={CheckIcon} boxSize="4" mt="1" color="brand.fg" />
              <Text color="fg.muted">{point}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <Stack w="full">
          <Button asChild colorPalette="brand" variant="subtle">
            <RouterLink to={to}>{cta}</RouterLink>
          </Button>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
