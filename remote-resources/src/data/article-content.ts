/**
 * The articles' bodies, in lightweight markup (see markup/parse-markup.ts), kept apart from the
 * list in resources.ts: only the article page imports this module, so the Knowledge Hub, which
 * shows cards, does not download eight articles (about 12 KB compressed) to render them.
 */
import crmSmallBusinessGrowth from './articles/crm-small-business-growth';
import integratedBusinessSuites2025 from './articles/integrated-business-suites-2025';
import cloudHr from './articles/cloud-hr';
import aiForSmes from './articles/ai-for-smes';
import dataDrivenMarketing from './articles/data-driven-marketing';
import caseStartupCrmGrowth from './articles/case-startup-crm-growth';
import caseManufacturingEfficiency from './articles/case-manufacturing-efficiency';
import caseRetailMarketingAutomation from './articles/case-retail-marketing-automation';

export const articleContent = {
  'crm-small-business-growth': crmSmallBusinessGrowth,
  'integrated-business-suites-2025': integratedBusinessSuites2025,
  'cloud-hr': cloudHr,
  'ai-for-smes': aiForSmes,
  'data-driven-marketing': dataDrivenMarketing,
  'case-startup-crm-growth': caseStartupCrmGrowth,
  'case-manufacturing-efficiency': caseManufacturingEfficiency,
  'case-retail-marketing-automation': caseRetailMarketingAutomation,
} as const satisfies Record<string, string>;

export type ArticleContentId = keyof typeof articleContent;
