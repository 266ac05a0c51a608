package dev.catalogkit.cli;

import dev.catalogkit.engine.RunAborted;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.utility.DockerImageName;

/**
 * {@code --image}: the catalog under test started from a container image with Testcontainers, ready
 * once {@code GET /v1/config} answers 200, and stopped (and removed) when the run is done.
 */
final class ContainerTarget implements AutoCloseable {

  /**
   * How to start the image.
   *
   * @param image {@code IMAGE[:TAG]}; without a tag, {@code latest}
   * @param port the port the catalog listens on inside the container
   * @param env environment variables for the container
   * @param startupTimeout how long the image may take to answer {@code /v1/config}
   */
  record Spec(String image, int port, Map<String, String> env, Duration startupTimeout) {

    Spec {
      env = Map.copyOf(env);
      if (port < 1 || port > 65535) {
        throw new RunAborted("--image-port must be 1..65535, got " + port);
      }
    }

    /** The image to pull and run: without a tag, {@code latest}. */
    DockerImageName imageName() {
      return DockerImageName.parse(image);
    }

    /** The container as Testcontainers will start it; building it needs no Docker engine. */
    GenericContainer<?> container() {
      return new GenericContainer<>(imageName())
          .withExposedPorts(port)
          .withEnv(env)
          .waitingFor(
              Wait.forHttp("/v1/config")
                  .forPort(port)
                  .forStatusCode(200)
                  .withStartupTimeout(startupTimeout));
    }
  }

  private final GenericContainer<?> container;
  private final int port;

  private ContainerTarget(GenericContainer<?> container, int port) {
    this.container = container;
    this.port = port;
  }

  /**
   * Starts the image and waits until it answers.
   *
   * @throws RunAborted without a Docker engine, or when the image does not start or answer
   */
  static ContainerTarget start(Spec spec) {
    if (!DockerClientFactory.instance().isDockerAvailable()) {
      throw new RunAborted("--image needs a Docker engine, and none was found");
    }
    GenericContainer<?> container = spec.container();
    try {
      container.start();
    } catch (RuntimeException failed) {
      container.stop();
      throw new RunAborted(
          "image " + spec.image() + " did not start and answer /v1/config: " + OneLine.of(failed));
    }
    return new ContainerTarget(container, spec.port());
  }

  /** The catalog's base URL as the kit reaches it: the host's side of the mapped port. */
  URI uri() {
    return URI.create("http://" + container.getHost() + ":" + container.getMappedPort(port));
  }

  @Override
  public void close() {
    container.stop();
  }
}
