package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.report.RunInfo;
import java.util.Map;
import org.junit.jupiter.api.Test;

class VolatileValuesTest {

  private static final String RUN_ID = "cck_20261202_101500_ab12";

  private final VolatileValues values =
      new VolatileValues(
          new RunInfo(
              RunInfo.Kit.unknown("test"),
              "iceberg",
              "spec",
              RunInfo.Documents.UNKNOWN,
              "http://127.0.0.1:45123",
              Map.of(),
              RUN_ID,
              "2026-12-02T10:15:00Z",
              1,
              Map.of(
                  351,
                  "incomplete",
                  12,
                  "missing",
                  13,
                  "level",
                  14,
                  "incomplete",
                  9,
                  "order metrics")));

  @Test
  void portsInUrlsArePlaceholdersAndEverythingElseStays() {
    assertThat(values.text("GET http://127.0.0.1:45123/v1/config answered 500 after 8181 ms"))
        .isEqualTo("GET http://127.0.0.1:{port}/v1/config answered 500 after 8181 ms");
    assertThat(values.text("https://[::1]:8443/v1 and https://catalog.example.com/v1"))
        .isEqualTo("https://[::1]:{port}/v1 and https://catalog.example.com/v1");
  }

  @Test
  void pageTokensInQueriesArePlaceholdersButAnEmptyOneStays() {
    assertThat(values.text("/v1/namespaces?pageSize=2&pageToken=YWZ0ZXI6cGFnZWRfNDk0&parent=a"))
        .isEqualTo("/v1/namespaces?pageSize=2&pageToken={pageToken}&parent=a");
    assertThat(values.text("/v1/namespaces?pageToken=&pageSize=2"))
        .isEqualTo("/v1/namespaces?pageToken=&pageSize=2");
  }

  @Test
  void uuidsAreRelabelledSoThatEqualStaysEqualAndDifferentStaysDifferent() {
    values.inCheck(4);

    String text =
        values.text(
            "expected view-uuid 6B72DDF4-F8DB-45A8-80F2-C58A1A544F13, got"
                + " 914d29aa-08b6-472d-8ba4-dd8a2ee48f50 (was 6b72ddf4-f8db-45a8-80f2-c58a1a544f13)");

    assertThat(text)
        .isEqualTo(
            "expected view-uuid 00000000-0000-0000-0004-000000000001, got"
                + " 00000000-0000-0000-0004-000000000002 (was 00000000-0000-0000-0004-000000000001)");
  }

  @Test
  void namesTheRunNumberedAreRenumberedByTheCheckTheyFirstAppearIn() {
    values.inCheck(3);
    assertThat(values.text("/v1/namespaces/" + RUN_ID + "_missing_12/views/incomplete_351"))
        .isEqualTo("/v1/namespaces/{runId}_missing_3_1/views/incomplete_3_2");
    values.inCheck(7);
    assertThat(values.text("views/incomplete_14 then incomplete_351, %1Flevel_13"))
        .isEqualTo("views/incomplete_7_1 then incomplete_3_2, %1Flevel_7_2");
    values.outsideChecks();
    assertThat(values.text("LEFTOVER view incomplete_351"))
        .isEqualTo("LEFTOVER view incomplete_3_2");
  }

  /** A scope of eight digits fills two groups of a UUID label; the label is still a UUID. */
  @Test
  void aLargeScopeKeepsAUuidLabelAUuid() {
    values.inCheck(12_345_678);

    assertThat(values.text("view-uuid 6b72ddf4-f8db-45a8-80f2-c58a1a544f13"))
        .isEqualTo("view-uuid 00000000-0000-1234-5678-000000000001");
  }

  /** A check's scope comes from its fingerprint alone, not from the checks around it. */
  @Test
  void aChecksScopeIsTheSameInEveryRun() {
    String fingerprint =
        "iceberg/ICE-VRP-03/ReplaceViewSuite#viewUpdateActionIsApplied[add-schema]";

    assertThat(VolatileValues.scopeOf(fingerprint))
        .isEqualTo(1 + Math.floorMod(fingerprint.hashCode(), VolatileValues.SCOPES))
        .isBetween(1, VolatileValues.SCOPES);
  }

  @Test
  void aNameIsRelabelledAlikeWhereAUrlPercentEncodesIt() {
    values.inCheck(2);

    assertThat(values.text("POST /semantic-views/order%20metrics_9 {\"name\":\"order metrics_9\"}"))
        .isEqualTo("POST /semantic-views/order%20metrics_2_1 {\"name\":\"order metrics_2_1\"}");
  }

  @Test
  void numbersTheRunDidNotGiveAreLeftAlone() {
    values.inCheck(1);

    assertThat(values.text("error_351 code_500 incomplete_35 incomplete_3510 ICE-VCR-04"))
        .isEqualTo("error_351 code_500 incomplete_35 incomplete_3510 ICE-VCR-04");
  }
}
