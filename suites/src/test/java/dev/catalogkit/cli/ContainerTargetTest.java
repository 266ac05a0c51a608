package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunAborted;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import picocli.CommandLine;

/** {@code --image}'s wiring, which needs no Docker engine: the options become this container. */
class ContainerTargetTest {

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @Test
  void theImageOptionsBecomeTheContainersImagePortAndEnvironment() {
    CertifyCommand command = new CertifyCommand(new PrintWriter(out), Profiles.load());
    new CommandLine(command)
        .parseArgs(
            "--image", "example/catalog:1.2",
            "--image-port", "9001",
            "--image-env", "CATALOG_WAREHOUSE=file:///tmp/w",
            "--image-env", "LOG_LEVEL=debug",
            "--image-startup", "30");
    ContainerTarget.Spec spec = command.imageSpec();
    assertThat(spec.startupTimeout()).isEqualTo(Duration.ofSeconds(30));
    assertThat(spec.imageName().asCanonicalNameString()).isEqualTo("example/catalog:1.2");
    GenericContainer<?> container = spec.container();
    assertThat(container.getExposedPorts()).containsExactly(9001);
    assertThat(container.getEnvMap())
        .containsExactlyInAnyOrderEntriesOf(
            Map.of("CATALOG_WAREHOUSE", "file:///tmp/w", "LOG_LEVEL", "debug"));
  }

  @Test
  void anImageWithoutATagIsTheLatestOnTheDefaultPort() {
    CertifyCommand command = new CertifyCommand(new PrintWriter(out), Profiles.load());
    new CommandLine(command).parseArgs("--image", "example/catalog");
    ContainerTarget.Spec spec = command.imageSpec();
    assertThat(spec.imageName().asCanonicalNameString()).isEqualTo("example/catalog:latest");
    assertThat(spec.container().getExposedPorts()).containsExactly(8181);
  }

  @Test
  void aPortOutOfRangeIsRefused() {
    assertThatThrownBy(
            () -> new ContainerTarget.Spec("example/catalog", 0, Map.of(), Duration.ofSeconds(1)))
        .isInstanceOf(RunAborted.class)
        .hasMessage("--image-port must be 1..65535, got 0");
  }

  @Test
  void imageAndTargetTogetherAreAUsageError() {
    assertThat(run("--image", "example/catalog", "--target", "http://127.0.0.1:1")).isEqualTo(2);
    assertThat(err.toString().strip()).isEqualTo("error: give --target or --image, not both");
  }

  @Test
  void withoutADockerEngineAnImageIsAOneLineError() {
    assumeFalse(DockerClientFactory.instance().isDockerAvailable(), "a Docker engine is present");
    assertThat(run("--image", "example/catalog")).isEqualTo(2);
    assertThat(err.toString().strip())
        .isEqualTo("error: --image needs a Docker engine, and none was found");
  }

  private int run(String... args) {
    return Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
  }
}
