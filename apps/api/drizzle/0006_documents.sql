-- Reserved for generated documents (issue 13): written by hand (see README.md). A no-op until then.
SELECT 1;
