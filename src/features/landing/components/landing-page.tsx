// The public landing page at /: what Evee is for talent, companies and recruiters, with the way in
// and the way to every open job (Browse jobs, /jobs).
import {
  ArrowLeftRightIcon,
  ArrowRightIcon,
  Building2Icon,
  SearchIcon,
  SparklesIcon,
  TrophyIcon,
  WifiOffIcon,
} from 'lucide-react';
import { Badge, Box, Button, Container, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';
import { paths } from '@/config/paths';
import { AudienceCard } from './audience-card';

const SIGN_UP = `${paths.auth}?mode=signup`;

const HIGHLIGHTS: { icon: AppIconGlyph; title: string; text: string }[] = [
  {
    icon: WifiOffIcon,
    title: 'Works offline',
    text: 'Install Evee and keep working on a train, a plane or a patchy connection.',
  },
  {
    icon: ArrowLeftRightIcon,
    title: 'One account, every role',
    text: 'Switch between talent, company and recruiter workspaces in a click.',
  },
  {
    icon: SparklesIcon,
    title: 'Evee AI',
    text: 'An assistant that helps write job posts, screen candidates and prepare interviews.',
  },
];

function Header() {
  return (
    <Box
      as="header"
      borderBottomWidth="1px"
      bg="bg/80"
      backdropFilter="blur(8px)"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <Container maxW="6xl" py="3">
        <Flex justify="space-between" align="center">
          <RouterLink to={paths.landing} aria-label="Evee home">
            <BrandLogo />
          </RouterLink>
          <HStack gap="2">
            {/* On a phone the hero's Browse jobs is the way; the header keeps room for Sign in. */}
            <Button asChild variant="ghost" size="sm" display={{ base: 'none', sm: 'inline-flex' }}>
              <RouterLink to={paths.jobs}>Browse jobs</RouterLink>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={paths.auth}>Sign in</RouterLink>
            </Button>
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={SIGN_UP}>Get started</RouterLink>
            </Button>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

function Hero() {
  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '16', md: '24' }}>
      <Container maxW="4xl" textAlign="center">
        <Stack gap="6" align="center">
          <Badge colorPalette="brand" variant="subtle" size="lg" borderRadius="full" px="3">
            The recruiting marketplace
          </Badge>
          <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" letterSpacing="-0.03em">
            Great hires happen when talent, companies and recruiters meet.
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
            Evee brings job seekers, hiring teams and independent recruiters into one place, with tools built for each
            of them.
          </Text>
          <HStack gap="3" flexWrap="wrap" justify="center">
            <Button asChild colorPalette="brand" size="xl">
              <RouterLink to={SIGN_UP}>
                Create a free account <AppIcon icon={ArrowRightIcon} boxSize="4" />
              </RouterLink>
            </Button>
            <Button asChild variant="outline" size="xl">
              <RouterLink to={paths.jobs}>
                <AppIcon icon={SearchIcon} boxSize="4" /> Browse jobs
              </RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}

function Audiences() {
  return (
    <Container maxW="6xl" py={{ base: '14', md: '20' }}>
      <Heading as="h2" size="2xl" textAlign="center" mb="3">
        Built for everyone in hiring
      </Heading>
      <Text textAlign="center" color="fg.muted" mb="10">
        Pick the workspace that fits you. Add the others whenever you need them.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        <AudienceCard
          icon={SearchIcon}
          title="For talent"
          points={['Search jobs that match your skills', 'Apply and track every application', 'Save jobs for later']}
          cta="Find your next job"
          to={paths.jobs}
        />
        <AudienceCard
          icon={Building2Icon}
          title="For companies"
          points={[
            'Plan hiring with your whole team',
            'Review candidates in one place',
            'Publish jobs on your company page',
          ]}
          cta="Start hiring"
          to={SIGN_UP}
        />
        <AudienceCard
          icon={TrophyIcon}
          title="For recruiters"
          points={['Source talent across the marketplace', 'Run outreach campaigns', 'Earn commission on placements']}
          cta="Apply as a recruiter"
          to={SIGN_UP}
        />
      </SimpleGrid>
    </Container>
  );
}

function Highlights() {
  return (
    <Box bg="bg.subtle" borderYWidth="1px">
      <Container maxW="6xl" py={{ base: '12', md: '16' }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          {HIGHLIGHTS.map((h) => (
            <Stack key={h.title} gap="2">
              <AppIcon icon={h.icon} boxSize="6" color="brand.fg" />
              <Heading as="h3" size="md">
                {h.title}
              </Heading>
              <Text color="fg.muted">{h.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Footer() {
  return (
    <Box as="footer" py="8">
      <Container maxW="6xl">
        <Flex justify="space-between" align="center" gap="4" flexWrap="wrap">
          <BrandLogo />
          <Text fontSize="sm" color="fg.muted">
            © {new Date().getFullYear()} Evee. Hiring, recruiting and careers in one place.
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}

export default function LandingPage() {
  return (
    <Box minH="100dvh" bg="bg">
      <Header />
      <main>
        <Hero />
        <Audiences />
        <Highlights />
      </main>
      <Footer />
    </Box>
  );
}
