package dev.catalogkit.protocols.hello;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.ProtocolProfile.EmbeddedServer;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.reference.ReferenceProfiles;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.RunVerdict;
import java.net.URI;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A third protocol is one folder: the hello profile lives only here (code, catalogue, OpenAPI
 * document, checks, its part of the reference catalog with its fault) and the engine and the
 * reference find, run and report it like the others.
 */
class HelloProfileTest {

  private final ProtocolProfile hello = Profiles.load().named("hello");

  @Test
  void theProfileIsFoundByServiceLoader() {
    assertThat(hello).isInstanceOf(HelloProfile.class);
    assertThat(hello.catalogue().all())
        .extracting(r -> r.id())
        .containsExactly("HELLO-01", "HELLO-02");
  }

  @Test
  void itsReferenceIsFoundByServiceLoaderWithItsFault() {
    assertThat(ReferenceProfiles.named("hello").faults())
        .singleElement()
        .isEqualTo(HelloFault.MISSING_ROOM_DELETE_ANSWERS_204);
  }

  @Test
  void itsReferenceServerPassesEveryRequirement() {
    RunReport report;
    try (EmbeddedServer reference = hello.startReference().orElseThrow()) {
      report = runAgainst(reference.uri());
    }

    assertThat(report.verdict()).isEqualTo(RunVerdict.PASS);
    assertThat(report.judgedCount()).isEqualTo(2);
    assertThat(report.leftovers()).isEmpty();
  }

  @Test
  void itsReferenceWithItsFaultFailsHello02Only() {
    RunReport report;
    try (ReferenceCatalog reference =
        ReferenceCatalog.start(
            ReferenceOptions.defaults()
                .withProfile("hello")
                .withFaults(HelloFault.MISSING_ROOM_DELETE_ANSWERS_204))) {
      report = runAgainst(reference.uri());
    }

    assertThat(verdicts(report))
        .containsExactlyInAnyOrderEntriesOf(
            Map.of("HELLO-01", Outcome.PASS, "HELLO-02", Outcome.FAIL));
    assertThat(report.checks())
        .filteredOn(check -> check.outcome() == Outcome.FAIL)
        .singleElement()
        .satisfies(check -> assertThat(check.failure().actual()).isEqualTo("status 204"));
  }

  private RunReport runAgainst(URI target) {
    return new KitRunner(line -> {}).run(RunOptions.of(hello, TargetConfig.of(target)));
  }

  private static Map<String, Outcome> verdicts(RunReport report) {
    return report.requirements().stream()
        .collect(Collectors.toMap(v -> v.requirement().id(), RequirementVerdict::outcome));
  }
}
