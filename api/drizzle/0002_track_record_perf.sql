-- Reserved for track record perf: filled (or removed) by the change that needs it.
SELECT 1;
