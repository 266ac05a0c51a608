package dev.catalogkit.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.http.Answered;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.http.OutgoingRequest;
import dev.catalogkit.http.TargetConfig;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The ledger writes down the run's own objects only, a create cut off in flight among them, and a
 * cut-off create that answered 404 to its delete is "may be left" unless a drop around it settled
 * it.
 */
class CutOffCreatesTest {

  private static final String RUN = "cck_20260101_000000_abcd";
  private static final ObjectRef<LedgerKind> NAMESPACE =
      new ObjectRef<>(LedgerKind.NAMESPACE, List.of(RUN), null);
  private static final ObjectRef<LedgerKind> VIEW =
      new ObjectRef<>(LedgerKind.VIEW, List.of(RUN), "v_1");

  @Test
  void onlyTheRunsNamesAreWrittenDown() {
    ObjectLedger<LedgerKind> ledger = ledger();
    ledger.created(
        new ObjectRef<>(LedgerKind.TABLE, List.of("not an array"), "t"),
        () -> Answered.with("POST", 200, Map.of()));
    ledger.created(NAMESPACE, () -> Answered.with("POST", 200, Map.of()));

    assertThat(ledger.objects()).containsExactly(NAMESPACE);
  }

  @Test
  void aCreateUnderWayOrCutOffIsInTheLedgerAndARefusedOneIsNot() {
    ObjectLedger<LedgerKind> ledger = ledger();
    ledger.created(
        NAMESPACE,
        () -> {
          assertThat(ledger.objects()).as("under way").containsExactly(NAMESPACE);
          return cutOff();
        });
    ObjectRef<LedgerKind> refused =
        new ObjectRef<>(LedgerKind.NAMESPACE, List.of(RUN + "_taken"), null);
    ledger.created(refused, () -> Answered.with("POST", 409, Map.of()));

    assertThat(ledger.objects()).containsExactly(NAMESPACE);
    assertThat(ledger.cutOff(NAMESPACE)).isTrue();
    assertThat(ledger.refused(refused.namespace())).isTrue();
  }

  @Test
  void aCutOffCreateThatWasNotThereMayBeLeftUnlessItsNamespaceWasDropped() {
    ObjectLedger<LedgerKind> ledger = ledger();
    ledger.created(NAMESPACE, () -> cutOff());
    ledger.created(VIEW, () -> cutOff());
    CutOffCreates uncertain = new CutOffCreates(ledger);
    uncertain.absent(NAMESPACE);
    uncertain.absent(VIEW);

    assertThat(uncertain.leftovers(List.of(List.of(RUN))))
        .hasSize(2)
        .allSatisfy(line -> assertThat(line).contains("may be left"));

    uncertain.dropped(List.of(RUN));
    assertThat(uncertain.leftovers(List.of(List.of(RUN))))
        .as("the view went with its namespace")
        .containsExactly(
            "namespace "
                + RUN
                + " may be left (its create got no answer: it timed out or was cut off; the server"
                + " answered 404 to its delete, but may still carry the create out)");
  }

  @Test
  void aCutOffCreateInANamespaceThatNeverExistedIsSettled() {
    ObjectLedger<LedgerKind> ledger = ledger();
    ObjectRef<LedgerKind> orphan =
        new ObjectRef<>(LedgerKind.VIEW, List.of(RUN + "_missing_1"), "orphan");
    ledger.created(orphan, () -> cutOff());
    CutOffCreates uncertain = new CutOffCreates(ledger);
    uncertain.absent(orphan);

    assertThat(uncertain.leftovers(List.of(List.of(RUN)))).isEmpty();
  }

  private static ObjectLedger<LedgerKind> ledger() {
    ObjectLedger<LedgerKind> ledger =
        new ObjectLedger<>(new HttpTransport(TargetConfig.of(URI.create("http://127.0.0.1:9"))));
    ledger.ownedBy(RUN);
    return ledger;
  }

  private static Exchange cutOff() {
    return Exchange.unanswered(
        OutgoingRequest.of("create", "POST", "/v1/x"),
        "http://127.0.0.1/v1/x",
        Map.of(),
        Exchange.CUT_OFF + "the run stopped",
        1);
  }
}
