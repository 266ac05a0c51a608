package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.Profiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** The README documents every option of the command line, so users never meet an unknown one. */
class ReadmeOptionsTest {

  private static final Path README = Path.of("..", "README.md");

  @Test
  void everyOptionOfTheMainCommandServeAndExploreIsInTheReadme() throws IOException {
    String readme = Files.readString(README);
    CertifyCommand certify =
        new CertifyCommand(new PrintWriter(new StringWriter()), Profiles.load());
    CommandLine main = new CommandLine(certify);
    certify.addProfileSettings(main.getCommandSpec());
    CommandLine serve = new CommandLine(new ServeCommand(new PrintWriter(new StringWriter())));
    CommandLine explore =
        new CommandLine(new ExploreCommand(new PrintWriter(new StringWriter()), Profiles.load()));
    List<String> options =
        Stream.of(main, serve, explore)
            .flatMap(command -> command.getCommandSpec().options().stream())
            .map(OptionSpec::longestName)
            .distinct()
            .toList();
    assertThat(options)
        .contains("--oauth2-server-uri", "--image", "--list-faults", "--sequence-length");
    for (String option : options) {
      assertThat(readme)
          .as("README documents %s", option)
          .containsPattern("(?<![\\w-])" + Pattern.quote(option) + "(?![\\w-])");
    }
  }
}
