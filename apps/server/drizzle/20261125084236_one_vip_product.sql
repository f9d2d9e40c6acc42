-- One VIP product: membership is sold only as the VIP plans (/user/vip/buy, vip_plan), which grant
-- the periods the member center shows. The demo catalogue's old "平台VIP会员" service package sold
-- the same thing a second way without granting anything; it goes, unless an order refers to it
-- (then it stays for that order's pages).
DELETE FROM "service_package" p
WHERE p."name" = '平台VIP会员'
  AND NOT EXISTS (SELECT 1 FROM "service_order" o WHERE o."item_kind" = 'service_package' AND o."item_id" = p."id");
