-- Reserved for trending: filled (or removed) by the change that needs it.
SELECT 1;
