// The seeds' call codes (their call tables): a `call` outside this list is a typo
// or a call the simulator cannot answer. Extend it only when the seeds do.
export const CALL_CODES: readonly string[] = [
  'A1', 'A5', 'A6', 'A9', 'A17', 'A20', 'A22', 'A25', 'A28', 'A29', 'A31', 'A32', 'A33', 'A37', 'A43', 'A56', 'A59', 'A60',
  'A61', 'A63', 'A64', 'A66', 'A71', 'A73', 'A74', 'A75', 'A76', 'A80', 'A81', 'A84', 'A97', 'A99', 'A101', 'A103', 'A104',
  'A108', 'A110', 'A111', 'A112', 'A113', 'A114', 'A122', 'A123', 'A124', 'A127', 'A128', 'A129', 'A131', 'A132', 'A137',
  'A138', 'A141', 'A143', 'A144', 'A146', 'A147', 'A148', 'A149', 'A150', 'A151', 'A152', 'A153', 'A155', 'A159', 'A161',
  'A166', 'FileUploadPreview', 'FileUploadSubmit', 'GetUserTypeInData',
];
