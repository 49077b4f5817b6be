// Public company job listings and job detail. Their content belongs to a later issue.
import { BriefcaseIcon, FileTextIcon } from 'lucide-react';
import { Box, Button, Container, HStack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { PlannedScreen } from '@/components/planned-screen';
import { paths } from '@/config/paths';

function PublicFrame({ children }: { children: React.ReactNode }) {
  return (
    <Box minH="100dvh" bg="bg">
      <Box as="header" borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          <HStack justify="space-between">
            <RouterLink to={paths.landing} aria-label="Evee home">
              <BrandLogo />
            </RouterLink>
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={paths.auth}>Sign in</RouterLink>
            </Button>
          </HStack>
        </Container>
      </Box>
      <Container as="main" maxW="6xl" py="10">
        {children}
      </Container>
    </Box>
  );
}

export function PublicCompanyJobsPage() {
  const { companyIdentifier } = useParams();
  return (
    <PublicFrame>
      <PlannedScreen
        title={`Jobs at ${companyIdentifier}`}
        icon={BriefcaseIcon}
        description="Open roles at this company."
      />
    </PublicFrame>
  );
}

export function PublicJobPage() {
  const { companyIdentifier, jobIdentifier } = useParams();
  return (
    <PublicFrame>
      <PlannedScreen title="Job detail" icon={FileTextIcon} description={`${jobIdentifier} at ${companyIdentifier}`} />
    </PublicFrame>
  );
}
