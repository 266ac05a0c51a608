package dev.catalogkit.engine;

import dev.catalogkit.spec.Requirement;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * The protocol profiles on the class path ({@code META-INF/services/dev.catalogkit.engine
 * .ProtocolProfile}), sorted by ID. Requirement IDs are unique across profiles (ICE-, PAI-, ...).
 */
public final class Profiles {

  private final List<ProtocolProfile> all;

  private Profiles(List<ProtocolProfile> all) {
    this.all = all;
  }

  public static Profiles load() {
    return new Profiles(
        ServiceLoader.load(ProtocolProfile.class).stream()
            .map(ServiceLoader.Provider::get)
            .sorted(Comparator.comparing(ProtocolProfile::id))
            .toList());
  }

  public List<ProtocolProfile> all() {
    return all;
  }

  public ProtocolProfile named(String id) {
    return all.stream()
        .filter(profile -> profile.id().equals(id.toLowerCase(Locale.ROOT)))
        .findFirst()
        .orElseThrow(
            () ->
                new RunAborted(
                    "unknown profile "
                        + id
                        + " ("
                        + all.stream().map(ProtocolProfile::id).collect(Collectors.joining(" or "))
                        + ")"));
  }

  public Optional<Requirement> findRequirement(String id) {
    return all.stream().flatMap(profile -> profile.catalogue().find(id).stream()).findFirst();
  }
}
