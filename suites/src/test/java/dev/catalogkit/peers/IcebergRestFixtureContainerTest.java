package dev.catalogkit.peers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.tiers.PeerTier;
import java.net.URI;
import org.junit.jupiter.api.Test;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.utility.DockerImageName;

/**
 * The same peer from its published image, where a Docker engine exists (skipped cleanly without
 * one): the image must earn the same verdicts as the Maven Central build of the fixture.
 */
@PeerTier
@Testcontainers(disabledWithoutDocker = true)
class IcebergRestFixtureContainerTest {

  @Container
  private static final GenericContainer<?> FIXTURE =
      new GenericContainer<>(DockerImageName.parse("apache/iceberg-rest-fixture:1.10.0"))
          .withExposedPorts(8181)
          .waitingFor(Wait.forHttp("/v1/config").forStatusCode(200));

  @Test
  void theImageEarnsTheSameVerdictsAsTheMavenBuild() throws Exception {
    URI uri = URI.create("http://" + FIXTURE.getHost() + ":" + FIXTURE.getMappedPort(8181));
    RunReport report =
        new KitRunner(line -> {})
            .run(RunOptions.of(Profiles.load().named("iceberg"), TargetConfig.of(uri)));
    assertThat(ExpectedVerdicts.of(report))
        .isEqualTo(ExpectedVerdicts.load(ExpectedVerdicts.ICEBERG_FIXTURE_1_10_0));
  }
}
