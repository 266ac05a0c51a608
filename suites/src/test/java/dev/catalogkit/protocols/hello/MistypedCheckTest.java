package dev.catalogkit.protocols.hello;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.ProfileSession;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.ProtocolProfile.EmbeddedServer;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.spec.RequirementCatalogue;
import dev.catalogkit.spec.SpecDocument;
import org.junit.jupiter.api.Test;

/**
 * Generics are not checked at run time: a suite that declares another profile's client in its
 * {@code Check} is refused where the check is made, with both types named, not at its first use.
 */
class MistypedCheckTest {

  private final HelloProfile hello = new HelloProfile();

  @Test
  void aCheckDeclaringAnotherProfilesClientErrsNamingBoth() {
    RunReport report;
    try (EmbeddedServer reference = hello.startReference().orElseThrow()) {
      report =
          new KitRunner(line -> {})
              .run(RunOptions.of(new MistypedHello(), TargetConfig.of(reference.uri())));
    }

    assertThat(report.checks())
        .singleElement()
        .satisfies(
            check -> {
              assertThat(check.outcome()).isEqualTo(Outcome.ERROR);
              assertThat(message(check))
                  .contains("takes IcebergCatalogClient, but the run's profile has HelloClient");
            });
  }

  private static String message(CheckResult check) {
    return check.failure() == null ? check.reason() : check.failure().message();
  }

  /** The hello profile with the mistyped suite as its checks. */
  private final class MistypedHello implements ProtocolProfile {

    @Override
    public String id() {
      return hello.id();
    }

    @Override
    public String description() {
      return hello.description();
    }

    @Override
    public RequirementCatalogue catalogue() {
      return hello.catalogue();
    }

    @Override
    public SpecDocument spec() {
      return hello.spec();
    }

    @Override
    public String checksPackage() {
      return hello.getClass().getPackageName() + ".mistyped";
    }

    @Override
    public ProfileSession<?, ?> open(RestCatalogClient.Wire wire) {
      return hello.open(wire);
    }

    @Override
    public String errorTypeOf(Exchange exchange) {
      return hello.errorTypeOf(exchange);
    }
  }
}
