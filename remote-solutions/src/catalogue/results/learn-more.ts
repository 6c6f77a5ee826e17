import { toast } from '@site/shared';
import { solutionsCopy } from '../copy';

/** Learn More raises the site's toast (shown by the shell) about that solution. */
export function showLearnMore(solutionName: string): void {
  toast({
    title: solutionsCopy.learnMoreToastTitle(solutionName),
    description: solutionsCopy.learnMoreToastDescription,
  });
}
