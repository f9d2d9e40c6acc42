-- A legal document's new version (approved in the back office) changes the portal's 用户协议,
-- 隐私政策 and 版权声明 pages: wake every portal at once, as the other public content does (0046).
CREATE TRIGGER legal_document_content_changed AFTER INSERT OR UPDATE OR DELETE ON "legal_document" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();
