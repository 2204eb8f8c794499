import { negativeAmountFixtures } from "./negative-amount-fixtures.js";
import { footnoteFlagFixtures } from "./footnote-flag-fixtures.js";
import { continuationLabelFixtures } from "./continuation-label-fixtures.js";
import { runningHeadingFixtures } from "./running-heading-fixtures.js";
import { textWideColumnFixtures } from "./text-wide-column-fixtures.js";
import { headingSubtitleFixtures } from "./heading-subtitle-fixtures.js";
import { offsetRowsFixtures } from "./offset-rows-fixtures.js";
import { bottomAlignedFixtures } from "./bottom-aligned-fixtures.js";
import { cjkTextFixtures } from "./cjk-text-fixtures.js";
import { lineNumberFixtures } from "./line-number-fixtures.js";
import { spaceGroupFixtures } from "./space-group-fixtures.js";
import { twoUpFixtures } from "./two-up-fixtures.js";
import { wideColumnFixtures } from "./wide-empty-column-fixtures.js";
import { apostropheNumberFixtures } from "./apostrophe-number-fixtures.js";
import { boldTotalFixtures } from "./bold-total-fixtures.js";
import { letterSpacingFixtures } from "./letter-spacing-fixtures.js";
import { rowspanLabelFixtures } from "./rowspan-label-fixtures.js";
import { scriptOffsetFixtures } from "./script-offset-fixtures.js";
import { bankStatementFixtures } from "./bank-statement-fixtures.js";
import { calcFixtures } from "./calc-fixtures.js";
import { continuedFixtures } from "./continued-fixtures.js";
import { datesUnicodeFixtures } from "./dates-unicode-fixtures.js";
import { europeanNumberFixtures } from "./european-number-fixtures.js";
import { checkMarkFixtures } from "./check-mark-fixtures.js";
import { ruleDashFixtures } from "./rule-dash-fixtures.js";
import { wideTableFixtures } from "./wide-table-fixtures.js";
import { timetableFixtures } from "./timetable-fixtures.js";
import { separatedBorderFixtures } from "./separated-border-fixtures.js";
import { paintedGridFixtures } from "./painted-grid-fixtures.js";
import { textRuleFixtures } from "./text-rule-fixtures.js";
import { captionLabelFixtures } from "./caption-label-fixtures.js";
import { columnTailFixtures } from "./column-tail-fixtures.js";
import { classVectorFixtures } from "./class-fixtures.js";
import { classHtmlFixtures } from "./class-html-fixtures.js";
import type { Fixture } from "./fixture.js";
import { footnoteFixtures } from "./footnote-fixtures.js";
import { hierarchyFixtures } from "./hierarchy-fixtures.js";
import { headerLevelFixtures } from "./header-level-fixtures.js";
import { htmlFixtures } from "./html-fixtures.js";
import { invoiceFixtures } from "./invoice-fixtures.js";
import { pageHeadingFixtures } from "./page-heading-fixtures.js";
import { stackedHeaderFixtures } from "./stacked-header-fixtures.js";
import { ruleStyleFixtures } from "./rule-style-fixtures.js";
import { rotatedHeaderFixtures } from "./rotated-header-fixtures.js";
import { sectionFixtures } from "./section-fixtures.js";
import { sideWideFixtures } from "./side-wide-fixtures.js";
import { turnedLabelFixtures } from "./turned-label-fixtures.js";
import { totalRuleFixtures } from "./total-rule-fixtures.js";
import { sparseFixtures } from "./sparse-fixtures.js";
import { vectorFixtures } from "./vector-fixtures.js";
import { symbolMarkFixtures } from "./symbol-mark-fixtures.js";
import { letterheadFixtures } from "./letterhead-fixtures.js";
import { decorationFixtures } from "./decoration-fixtures.js";
import { groupRuleFixtures } from "./group-rule-fixtures.js";
import { watermarkFormFixtures } from "./watermark-form-fixtures.js";
import { stampFixtures } from "./stamp-fixtures.js";
import { textLayerFixtures } from "./text-layer-fixtures.js";
import { rtlFixtures } from "./rtl-fixtures.js";

/** Every generated fixture, in the order they are listed. */
export const allFixtures: Fixture[] = [
  ...vectorFixtures,
  ...htmlFixtures,
  ...calcFixtures,
  ...classVectorFixtures,
  ...classHtmlFixtures,
  ...stackedHeaderFixtures,
  ...captionLabelFixtures,
  ...sectionFixtures,
  ...sparseFixtures,
  ...hierarchyFixtures,
  ...rotatedHeaderFixtures,
  ...totalRuleFixtures,
  ...sideWideFixtures,
  ...footnoteFixtures,
  ...columnTailFixtures,
  ...turnedLabelFixtures,
  ...headerLevelFixtures,
  ...pageHeadingFixtures,
  ...ruleStyleFixtures,
  ...bankStatementFixtures,
  ...invoiceFixtures,
  ...continuedFixtures,
  ...datesUnicodeFixtures,
  ...ruleDashFixtures,
  ...europeanNumberFixtures,
  ...wideTableFixtures,
  ...checkMarkFixtures,
  ...timetableFixtures,
  ...separatedBorderFixtures,
  ...paintedGridFixtures,
  ...textRuleFixtures,
  ...symbolMarkFixtures,
  ...letterheadFixtures,
  ...decorationFixtures,
  ...groupRuleFixtures,
  ...watermarkFormFixtures,
  ...stampFixtures,
  ...textLayerFixtures,
  ...rtlFixtures,
  ...scriptOffsetFixtures,
  ...apostropheNumberFixtures,
  ...rowspanLabelFixtures,
  ...letterSpacingFixtures,
  ...boldTotalFixtures,
  ...negativeAmountFixtures,
  ...footnoteFlagFixtures,
  ...twoUpFixtures,
  ...spaceGroupFixtures,
  ...continuationLabelFixtures,
  ...wideColumnFixtures,
  ...runningHeadingFixtures,
  ...textWideColumnFixtures,
  ...headingSubtitleFixtures,
  ...offsetRowsFixtures,
  ...cjkTextFixtures,
  ...lineNumberFixtures,
  ...bottomAlignedFixtures,
];
