/** The release gate's look check, node's side: the plan it is given and the rules it judges by. */
export { allowedChangeLines, compareScreen, describeFinding, differencePicture, judgeChange } from './compare-looks.mjs';
export { remoteLooksPlan, shellLooksPlan } from './looks-plan.mjs';
