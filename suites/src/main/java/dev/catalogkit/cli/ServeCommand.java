package dev.catalogkit.cli;

import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.OAuth2Client;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.reference.ReferenceProfile;
import dev.catalogkit.reference.ReferenceProfiles;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code serve}: runs the reference catalog alone on 127.0.0.1 until interrupted. Profile and fault
 * names are taken in any case, so {@code --profile paimon} means what it means to the main command;
 * both are looked up in the {@link ReferenceProfiles} on the class path.
 */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = "Serve the kit's reference catalog on 127.0.0.1 until Ctrl-C.")
final class ServeCommand implements Callable<Integer> {

  @Option(
      names = "--port",
      defaultValue = "8181",
      description = "Port (default: ${DEFAULT-VALUE}; 0 = any free port).")
  int port;

  @Option(
      names = "--profile",
      defaultValue = "iceberg",
      description = "The protocol served, e.g. iceberg or paimon (default: ${DEFAULT-VALUE}).")
  String profile;

  @Option(
      names = "--fault",
      paramLabel = "NAME",
      description =
          "Switch on one named fault of the profile, repeatable; --list-faults says what each"
              + " breaks.")
  List<String> faults = new ArrayList<>();

  @Option(
      names = "--list-faults",
      description = "List the profile's faults, one line each with the requirement it breaks.")
  boolean listFaults;

  @Option(
      names = "--token",
      description = "Require this bearer token on every request but /v1/config.")
  String token;

  @Option(
      names = "--oauth2-client",
      paramLabel = "ID:SECRET",
      description =
          "Serve POST /v1/oauth/tokens for this client (client_credentials grant) and require a"
              + " token it issued on every request but /v1/config.")
  String oauth2Client;

  private final PrintWriter out;

  ServeCommand(PrintWriter out) {
    this.out = out;
  }

  @Override
  public Integer call() throws InterruptedException {
    ReferenceProfile served = ReferenceProfiles.named(profile);
    if (listFaults) {
      FaultListing.print(out, served);
      return ExitCodes.PASSED;
    }
    ReferenceOptions options =
        ReferenceOptions.defaults()
            .withPort(port)
            .withFaults(faults.stream().map(served::fault).toArray(Fault[]::new))
            .withRequiredToken(token)
            .withOAuth2Client(oauth2Client == null ? null : OAuth2Client.parse(oauth2Client))
            .withProfile(served.id());
    ReferenceCatalog reference = ReferenceCatalog.start(options);
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  reference.close();
                  stopped.countDown();
                }));
    out.println(
        "Reference catalog listening on "
            + reference.uri()
            + (faults.isEmpty() ? "" : " with faults " + faults));
    stopped.await();
    return ExitCodes.PASSED;
  }
}
